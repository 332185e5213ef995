import type { FatwaLanguage } from '@minbar/domain/fatwa/language';

import type { TemplateKind } from '../mail/kinds';

export type AccountMailKind = 'verify' | 'reset';
/** The account codes (text only, below) and the templated mails of src/mail. */
export type MailKind = AccountMailKind | TemplateKind;

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
      subject: 'رمز التحقق الخاص بكم في منبر',
      body: (code) => `رمز التحقق الخاص بكم هو ${code}. تنتهي صلاحيته خلال 15 دقيقة.`,
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
        `Twój kod resetowania hasła to ${code}. Wygasa za 15 minut. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.`,
    },
    ar: {
      subject: 'رمز إعادة تعيين كلمة المرور في منبر',
      body: (code) =>
        `رمز إعادة تعيين كلمة المرور هو ${code}. تنتهي صلاحيته خلال 15 دقيقة. إذا لم تطلبوه، يمكنكم تجاهل هذه الرسالة.`,
    },
  },
};
