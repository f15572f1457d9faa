import { vi } from 'vitest';

/** Catches the files the page saves through the browser's download. */
export function catchDownloads() {
  const files: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        files.push(blob);
        return 'blob:backup';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const text = (index: number) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[index]!);
    });
  return { files, names, text };
}
