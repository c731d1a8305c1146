import { type ComponentType, useId } from 'react';
import { formatLongDate, t } from '../../i18n';
import { Stack } from '../../layout';
import { ArrowLeftIcon, type BottomNavLinkProps, PlainLink } from '../../primitives';
import {
  Article,
  BackLink,
  Link,
  List,
  Page,
  Paragraph,
  SectionTitle,
  Title,
  Updated,
} from './PrivacyPolicy.styles';
import '../../i18n/messages/privacy';

export interface PrivacyPolicyProps {
  /** Date of the policy's last revision; omitted, the line is not shown. */
  updatedOn?: Date;
  /** An address for data requests; without it the page points to the agency's administrator only. */
  contactEmail?: string;
  /** Where 'Retour' goes: the login page by default, which sends a signed-in user to the dashboard. */
  backHref?: string;
  /** The app passes its router's link (which may go back in history instead); a plain `<a>` by default. */
  LinkComponent?: ComponentType<BottomNavLinkProps>;
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  const id = useId();
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </Stack>
  );
}

/** The public page /privacy-policy: data collected, its uses, cookies, contact (spec §1). */
export function PrivacyPolicy({
  updatedOn,
  contactEmail,
  backHref = '/auth',
  LinkComponent = PlainLink,
}: PrivacyPolicyProps) {
  const titleId = useId();
  const cookiesId = useId();
  const contactId = useId();
  return (
    <Page>
      <BackLink as={LinkComponent} href={backHref}>
        <ArrowLeftIcon size={16} />
        {t('privacy.back')}
      </BackLink>
      <Article aria-labelledby={titleId}>
        <Stack as="header" gap="sm">
          <Title id={titleId}>{t('common.privacyPolicy')}</Title>
          {updatedOn ? <Updated>{t('privacy.updated', { date: formatLongDate(updatedOn) })}</Updated> : null}
          <Paragraph>{t('privacy.intro')}</Paragraph>
        </Stack>
        <ListSection
          title={t('privacy.collected.title')}
          items={[
            t('privacy.collected.account'),
            t('privacy.collected.login'),
            t('privacy.collected.location'),
          ]}
        />
        <ListSection
          title={t('privacy.uses.title')}
          items={[t('privacy.uses.service'), t('privacy.uses.personalisation'), t('privacy.uses.security')]}
        />
        <Stack as="section" gap="sm" aria-labelledby={cookiesId}>
          <SectionTitle id={cookiesId}>{t('privacy.cookies.title')}</SectionTitle>
          <Paragraph>{t('privacy.cookies.body')}</Paragraph>
        </Stack>
        <Stack as="section" gap="sm" aria-labelledby={contactId}>
          <SectionTitle id={contactId}>{t('common.contact')}</SectionTitle>
          <Paragraph>{t('privacy.contact.body')}</Paragraph>
          {contactEmail ? (
            <Paragraph>
              {t('privacy.contact.email')} <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
            </Paragraph>
          ) : null}
        </Stack>
      </Article>
    </Page>
  );
}
