/**
 * A file sent with an e-mail: small generated files inline (base64), stored documents by their
 * storage key, read from storage when the e-mail is sent (the outbox row stays small).
 */
export type MailAttachment =
  | { fileName: string; contentType: string; contentBase64: string }
  | { fileName: string; contentType: string; storageDriver: string; storageKey: string };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** The job that sends one outbox e-mail (lib/mail/jobs.ts defines it; hints name it). */
export const DELIVER_JOB = "mail.deliver";
