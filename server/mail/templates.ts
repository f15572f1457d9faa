import type { Locale } from '#common/locales.ts';

export type MailKind = 'verifyEmail' | 'resetPassword';

type Template = { subject: string; intro: string; action: string; outro: string };

const TEMPLATES: Record<Locale, Record<MailKind, Template>> = {
  en: {
    verifyEmail: {
      subject: 'Confirm your email for Penguin Oracle',
      intro: 'Welcome to Penguin Oracle. Please confirm your email address to begin your journey.',
      action: 'Confirm my email',
      outro: 'If you did not create an account, you can ignore this email.',
    },
    resetPassword: {
      subject: 'Reset your Penguin Oracle password',
      intro: 'We received a request to reset your password. The link below is valid for one hour.',
      action: 'Create a new password',
      outro: 'If you did not ask for this, you can ignore this email; your password stays the same.',
    },
  },
  th: {
    verifyEmail: {
      subject: 'ยืนยันอีเมลของคุณสำหรับ Penguin Oracle',
      intro: 'ยินดีต้อนรับสู่ Penguin Oracle โปรดยืนยันอีเมลของคุณเพื่อเริ่มต้นการเดินทาง',
      action: 'ยืนยันอีเมลของฉัน',
      outro: 'หากคุณไม่ได้สร้างบัญชีนี้ คุณสามารถเพิกเฉยต่ออีเมลฉบับนี้ได้',
    },
    resetPassword: {
      subject: 'ตั้งรหัสผ่าน Penguin Oracle ใหม่',
      intro: 'เราได้รับคำขอให้ตั้งรหัสผ่านของคุณใหม่ ลิงก์ด้านล่างใช้ได้ภายในหนึ่งชั่วโมง',
      action: 'สร้างรหัสผ่านใหม่',
      outro: 'หากคุณไม่ได้ส่งคำขอนี้ คุณสามารถเพิกเฉยต่ออีเมลฉบับนี้ได้ รหัสผ่านของคุณจะยังคงเดิม',
    },
  },
};

export type RenderedMail = { subject: string; text: string; html: string };

/** Renders a mail in the member's language; `link` is the one action it carries. */
export function renderMail(kind: MailKind, locale: Locale, link: string): RenderedMail {
  const t = TEMPLATES[locale][kind];
  const text = `${t.intro}\n\n${t.action}: ${link}\n\n${t.outro}\n\nPenguin Oracle`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1e2a44">
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2c3e78;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#5b6478">${escapeHtml(t.outro)}</p>
<p>Penguin Oracle</p></body></html>`;
  return { subject: t.subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
