import type { OutgoingMail } from '../../../providers/email/email.port';

export type CodeMailType = 'email-verification' | 'forget-password' | 'sign-in' | 'change-email';

const purposes: Record<CodeMailType, { subject: string; line: string }> = {
  'email-verification': {
    subject: 'Your Roomcraft verification code',
    line: 'Enter this code to verify your email address and finish creating your account:',
  },
  'forget-password': {
    subject: 'Your Roomcraft password reset code',
    line: 'Enter this code to choose a new password:',
  },
  'sign-in': { subject: 'Your Roomcraft sign-in code', line: 'Enter this code to sign in:' },
  'change-email': {
    subject: 'Your Roomcraft code',
    line: 'Enter this code to confirm your new email address:',
  },
};

/** The mail carrying a 6-digit code: the code is in the subject and on a line of its own, said plainly. */
export function buildCodeMail({
  to,
  otp,
  type,
  ttlSeconds,
}: {
  to: string;
  otp: string;
  type: CodeMailType;
  ttlSeconds: number;
}): OutgoingMail {
  const purpose = purposes[type];
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  const expiry = `The code expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const ignore = 'If you did not ask for it, you can ignore this mail: nothing changes without the code.';
  return {
    to,
    subject: `${purpose.subject}: ${otp}`,
    text: `Hello,\n\n${purpose.line}\n\n    ${otp}\n\n${expiry}\n${ignore}\n\nRoomcraft`,
    html: `<p>Hello,</p><p>${purpose.line}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${otp}</p><p>${expiry}<br>${ignore}</p><p>Roomcraft</p>`,
  };
}
