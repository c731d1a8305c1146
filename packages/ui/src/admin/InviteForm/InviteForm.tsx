import { type FormEvent, useId, useState } from 'react';
import { rejectionMessage } from '../../errors';
import { t } from '../../i18n';
import { Banner, Button, ErrorMessage, Select, TextField } from '../../primitives';
import { assignableRoles, roleLabel } from '../permissions';
import type { InvitationRequest, InvitationResult, Role } from '../types';
import { Fields, Form, Heading, InvitationLink, Line } from './InviteForm.styles';
import '../../i18n/messages/admin';

export interface InviteFormProps {
  /** The viewer's role decides the choices: Agent always, Administrateur for a SUPER_ADMIN. */
  viewerRole: Role;
  /** Sends the invitation; reject with an Error whose message is the French text to show. */
  onInvite: (invitation: InvitationRequest) => Promise<InvitationResult>;
}

// What an <input type="email"> accepts (WHATWG HTML), since the form validates itself.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function emailError(email: string): string | undefined {
  if (!email) return t('common.field.emailRequired');
  if (!emailPattern.test(email)) return t('admin.invite.emailInvalid');
  return undefined;
}

/** Invites someone to the agency by email, with a role; shows the link the server returns. */
export function InviteForm({ viewerRole, onInvite }: InviteFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('AGENT');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ email: string; link: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = assignableRoles({ role: viewerRole }).map((value) => ({ value, label: roleLabel(value) }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmed = email.trim();
    const invalid = emailError(trimmed);
    setFieldError(invalid);
    // A refusal is about what was sent: a new attempt starts without it.
    setFailure(null);
    if (invalid) return;
    setSubmitting(true);
    setSent(null);
    try {
      const answer: InvitationResult = await onInvite({ email: trimmed, role });
      // The server may answer less than the contract: the email sent, and no link to show.
      setSent({ email: answer.email || trimmed, link: answer.invitation_url_for_testing || null });
      setEmail('');
      setRole('AGENT');
    } catch (error) {
      setFailure(rejectionMessage(error, t('common.genericError')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <Heading id={headingId}>{t('admin.invite.title')}</Heading>
      <Fields>
        <TextField
          label={t('common.field.email')}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
            setFailure(null);
          }}
          error={fieldError}
        />
        <Select
          label={t('admin.role')}
          name="role"
          required
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role);
            setFailure(null);
          }}
          options={options}
        />
        <Button type="submit" busy={submitting} busyLabel={t('admin.invite.submitting')}>
          {t('admin.invite.submit')}
        </Button>
      </Fields>
      {sent ? (
        <Banner tone="success">
          <Line>{t('admin.invite.sent', { email: sent.email })}</Line>
          {sent.link ? (
            <Line>
              {t('admin.invite.link')}
              <InvitationLink>{sent.link}</InvitationLink>
            </Line>
          ) : null}
        </Banner>
      ) : null}
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
    </Form>
  );
}
