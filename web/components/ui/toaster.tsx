import { Toaster as Sonner, toast } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      toastOptions={{ classNames: { toast: 'font-sans', description: 'text-sm' } }}
    />
  );
}

/** docs/product.md §8: errors are destructive toasts with a title and a description. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
