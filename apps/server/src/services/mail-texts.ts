import type { FatwaLanguage } from '@minbar/domain/fatwa/language';

export type AccountMailKind = 'verify' | 'reset';
export type MailKind = AccountMailKind | 'receipt';

interface MailText {
  subject: string;
  body: (code: string) => string;
}

/**
 * The account mails in the three languages of the product; the language is the one the person used
 * in the app when they asked (the request's Accept-Language).
 */
export const MAIL_TEXTS: Record<AccountMailKind, Record<FatwaLanguage, MailText>> = {
  verify: {
    en: {
      subject: 'Your Minbar verification code',
      body: (code) => `Your verification code is ${code}. It expires in 15 minutes.`,
    },
    pl: {
      subject: 'Twój kod weryfikacyjny Minbar',
      body: (code) => `Twój kod weryfikacyjny to ${code}. Wygasa za 15 minut.`,
    },
    ar: {
      subject: 'رمز التحقق الخاص بك في منبر',
      body: (code) => `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال 15 دقيقة.`,
    },
  },
  reset: {
    en: {
      subject: 'Your Minbar password reset code',
      body: (code) =>
        `Your password reset code is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this mail.`,
    },
    pl: {
      subject: 'Kod resetowania hasła Minbar',
      body: (code) =>
        `Twój kod resetowania hasła to ${code}. Wygasa za 15 minut. Jeśli o niego nie prosiłeś, zignoruj tę wiadomość.`,
    },
    ar: {
      subject: 'رمز إعادة تعيين كلمة المرور في منبر',
      body: (code) =>
        `رمز إعادة تعيين كلمة المرور هو ${code}. تنتهي صلاحيته خلال 15 دقيقة. إذا لم تطلبه، فتجاهل هذه الرسالة.`,
    },
  },
};

export interface ReceiptDetails {
  donorName: string;
  /** Already formatted for the donor's language, with its currency. */
  amount: string;
  categoryName: string;
  donationId: number;
}

interface ReceiptText {
  subject: string;
  body: (details: ReceiptDetails) => string;
}

/** The thank-you receipt of a gift, in the language the donor gave in. */
export const RECEIPT_TEXTS: Record<FatwaLanguage, ReceiptText> = {
  en: {
    subject: 'Thank you for your donation',
    body: (d) =>
      `Dear ${d.donorName},\n\nThank you for your donation of ${d.amount} to ${d.categoryName}. May Allah reward you.\n\nReceipt number: ${d.donationId}`,
  },
  pl: {
    subject: 'Dziękujemy za darowiznę',
    body: (d) =>
      `${d.donorName},\n\ndziękujemy za darowiznę w wysokości ${d.amount} na cel: ${d.categoryName}. Niech Allah Cię wynagrodzi.\n\nNumer potwierdzenia: ${d.donationId}`,
  },
  ar: {
    subject: 'شكرًا لتبرعك',
    body: (d) =>
      `عزيزنا ${d.donorName}،\n\nشكرًا لتبرعك بمبلغ ${d.amount} لصالح ${d.categoryName}. جزاك الله خيرًا.\n\nرقم الإيصال: ${d.donationId}`,
  },
};
