import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Send } from 'lucide-react';
import { toast } from 'sonner';
import { contactLimits, contactMessages } from '@roomcraft/contracts/contact';
import { Button } from '@/components/ui/button';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { sendContactMessage } from '../site.api';

const empty = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * The contact form (docs/spec §§2, 4, 5): name, email and message required (trimmed), subject optional,
 * a 'n/1000 characters' counter, and a field people never see (a bot that fills it in is ignored).
 * `initialSubject` pre-fills the subject (links such as /contact?subject=Expert%20consultation).
 */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const [values, setValues] = useState({ ...empty, subject: initialSubject });
  const [state, setState] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const set = (field: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim() || !values.message.trim()) {
      toast.error(contactMessages.missingTitle, { description: contactMessages.missingText });
      return;
    }
    setState('submitting');
    try {
      await sendContactMessage({
        name: values.name,
        email: values.email,
        subject: values.subject,
        message: values.message,
        ...(values.website ? { website: values.website } : {}),
      });
      setValues(empty);
      setState('sent');
    } catch (error) {
      setState('idle');
      toast.error(contactMessages.failedTitle, {
        description: isApiError(error) && error.message ? error.message : contactMessages.failedText,
      });
    }
  }

  if (state === 'sent') {
    return (
      <div role="status" className="rounded-2xl border bg-card p-6 text-center sm:p-10">
        <CircleCheck className="mx-auto size-10 text-primary-text" aria-hidden="true" />
        <h2 className="mt-4 text-title font-semibold">{contactMessages.sentTitle}</h2>
        <p className="mt-2 text-muted-foreground">{contactMessages.sentText}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => setState('idle')}>{contactMessages.sendAnother}</Button>
          <Button asChild variant="outline">
            <Link to="/">{contactMessages.returnHome}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="rounded-2xl border bg-card p-5 sm:p-8"
    >
      <ReadyFieldset>
        <h2 className="text-title font-semibold">Send us a message</h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="contact-name">Name *</Label>
            <Input
              id="contact-name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="contact-email">Email *</Label>
            <Input
              id="contact-email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          </div>
        </div>
        <div className="mt-4 grid gap-1.5">
          <Label htmlFor="contact-subject">Subject</Label>
          <Input
            id="contact-subject"
            placeholder={contactMessages.defaultSubject}
            value={values.subject}
            onChange={(e) => set('subject')(e.target.value)}
          />
        </div>
        <div className="mt-4 grid gap-1.5">
          <Label htmlFor="contact-message">Message *</Label>
          <textarea
            id="contact-message"
            required
            rows={6}
            aria-describedby="contact-message-count"
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            className="min-h-32 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
          />
          <p id="contact-message-count" className="text-right text-caption text-muted-foreground">
            {values.message.length}/{contactLimits.messageCounter} characters
          </p>
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill in every field. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </div>
        <Button type="submit" className="mt-6 w-full sm:w-auto" disabled={state === 'submitting'}>
          <Send aria-hidden="true" />
          {state === 'submitting' ? 'Sending…' : 'Send Message'}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
