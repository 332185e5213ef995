import type { MosqueIdentityUpdate } from '@minbar/api/schemas/mosque-identity';
import type { MosqueIdentity } from '@minbar/domain/mosque/identity';
import { Button } from '@minbar/ui/button/button';
import { useStore } from '@tanstack/react-form';
import { useId, useMemo, useRef, useState } from 'react';
import { issueMessage as appIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundPhotoField } from '../../../lib/forms/bound-photo-field';
import { BoundSelect } from '../../../lib/forms/bound-select';
import { useBoundField } from '../../../lib/forms/fields';
import type { IssueMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { photoUrl } from '../../../lib/photo-url';
import { type ProfileMessage, type ProfileMessageId, useProfileT } from '../profile-intl';
import {
  initialMosqueIdentityValues,
  type MosqueIdentityFormValues,
  mosqueIdentityFormSchema,
  REGISTRATION_ROWS,
} from './mosque-identity-form-model';
import './profile-screen.css';
import { LoadFailure } from '../../../lib/load-failure';

export type MosqueIdentityState =
  | { status: 'loading' }
  | { status: 'error'; message: ProfileMessage }
  | { status: 'ready'; identity: MosqueIdentity };

export interface MosqueIdentitySectionProps {
  state: MosqueIdentityState;
  onRetry: () => void;
  /** The checked identity, and the chosen logo file (null keeps the stored one). */
  onSave: (identity: MosqueIdentityUpdate, logo: File | null) => void;
  saving?: boolean;
  /** The save's failure (no network, not an admin), as a banner above Save; typed values stay. */
  saveError?: ProfileMessage | null;
  /** A 422's messages under their fields. */
  serverErrors?: ServerFieldErrors;
  /** Starting values, for stories of a half-filled form. */
  initial?: Partial<MosqueIdentityFormValues>;
}

const IDENTITY_ISSUES: Record<string, ProfileMessageId> = {
  'identity.phone_invalid': 'profile.identity.issue.phoneInvalid',
  'identity.email_invalid': 'profile.identity.issue.emailInvalid',
  'identity.website_invalid': 'profile.identity.issue.websiteInvalid',
  'text.too_long': 'profile.identity.issue.tooLong',
  'identity.bank_account_invalid': 'profile.identity.issue.bankAccountInvalid',
  'identity.too_many_registrations': 'profile.identity.issue.tooManyRegistrations',
  // The image rule on a chosen file, and the server's on the logo it received.
  'logo:not_an_image': 'profile.identity.issue.logoNotImage',
  'logo:image_too_large': 'profile.identity.issue.logoTooLarge',
  'upload.not_an_image': 'profile.identity.issue.logoNotImage',
  'upload.too_large': 'profile.identity.issue.logoTooLarge',
  'upload.too_many_pixels': 'profile.identity.issue.logoDamaged',
  'upload.damaged': 'profile.identity.issue.logoDamaged',
};

const MAIL_LANGUAGES = ['pl', 'en', 'ar'] as const;

/** The identity's own codes, then the app's shared ones (required, invisible characters). */
export const identityIssueMessage: IssueMessage = (code) => {
  const id = IDENTITY_ISSUES[code];
  return id ? { id } : appIssueMessage(code);
};

/**
 * Profile settings › Mosque identity (administrators): the mosque's name in Polish, English and
 * Arabic, a short name, its address and how to reach it, its logo, registration numbers and bank
 * account, and the language its mails fall back to. The certificates print it as their issuer and
 * the public site names the mosque with it.
 */
export function MosqueIdentitySection(props: MosqueIdentitySectionProps) {
  const t = useProfileT();
  const titleId = useId();
  return (
    <section className="dashboard-card profile__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {t('profile.identity.title')}
      </h2>
      <p className="profile__intro">{t('profile.identity.intro')}</p>
      {props.state.status === 'loading' ? (
        <p role="status" aria-live="polite">
          {t('profile.identity.loading')}
        </p>
      ) : null}
      {props.state.status === 'error' ? (
        <LoadFailure
          message={t(props.state.message.id, props.state.message.values)}
          onRetry={props.onRetry}
        />
      ) : null}
      {props.state.status === 'ready' ? (
        <IdentityForm {...props} identity={props.state.identity} titleId={titleId} />
      ) : null}
    </section>
  );
}

function IdentityForm(props: MosqueIdentitySectionProps & { identity: MosqueIdentity; titleId: string }) {
  const t = useProfileT();
  const namesId = useId();
  const registrationsId = useId();
  const [logo, setLogo] = useState<File | null>(null);
  // The schema reads the chosen file when it checks, so a new choice is checked at once.
  const logoRef = useRef<File | null>(null);
  const schema = useMemo(() => mosqueIdentityFormSchema(() => logoRef.current), []);
  // Asked to take the stored logo away: its preview goes, and a new file chosen replaces it instead.
  const form = useAppForm({
    schema,
    defaultValues: {
      ...initialMosqueIdentityValues(props.identity),
      ...props.initial,
    } as MosqueIdentityFormValues,
    onSubmit: (identity) =>
      props.onSave(logoRef.current ? { ...identity, remove_logo: false } : identity, logoRef.current),
  });
  const removing = useStore(form.store, (state) => state.values.remove_logo === 'true') && !logo;
  return (
    <form.AppForm>
      <FormElement
        className="profile__identity-form"
        aria-labelledby={props.titleId}
        busy={props.saving ?? false}
        issueMessage={identityIssueMessage}
        serverErrors={props.serverErrors}
      >
        <fieldset className="profile__names" aria-describedby={`${namesId}-hint`}>
          <legend>{t('profile.identity.names')}</legend>
          <p id={`${namesId}-hint`} className="profile__hint">
            {t('profile.identity.namesHint')}
          </p>
          <form.AppField name="name_pl">
            {(field) => <field.TextField label={t('profile.identity.name.pl')} required />}
          </form.AppField>
          <form.AppField name="name_en">
            {(field) => <field.TextField label={t('profile.identity.name.en')} required />}
          </form.AppField>
          <form.AppField name="name_ar">
            {(field) => <field.TextField label={t('profile.identity.name.ar')} required />}
          </form.AppField>
        </fieldset>
        <form.AppField name="short_name">
          {(field) => (
            <field.TextField
              label={t('profile.identity.shortName')}
              description={t('profile.identity.shortNameHint')}
            />
          )}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextAreaField
              label={t('profile.identity.address')}
              description={t('profile.identity.addressHint')}
              rows={3}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={t('profile.identity.phone')} type="tel" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={t('profile.identity.email')} type="email" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="website">
          {(field) => (
            <field.TextField
              label={t('profile.identity.website')}
              description={t('profile.identity.websiteHint')}
              type="url"
            />
          )}
        </form.AppField>
        <form.AppField name="logo">
          {() => (
            <BoundPhotoField
              label={t('profile.identity.logo')}
              hint={props.identity.logo ? t('profile.identity.logoKeepHint') : t('profile.identity.logoHint')}
              previewAlt={t('profile.identity.logoPreview')}
              currentAlt={t('profile.identity.logoCurrent')}
              file={logo}
              onFile={(file) => {
                logoRef.current = file;
                setLogo(file);
              }}
              storedUrl={props.identity.logo && !removing ? photoUrl(props.identity.logo, 320) : null}
              required={false}
            />
          )}
        </form.AppField>
        {props.identity.logo && !logo ? (
          <form.AppField name="remove_logo">{() => <RemoveLogoField />}</form.AppField>
        ) : null}
        <fieldset className="profile__registrations" aria-describedby={`${registrationsId}-hint`}>
          <legend>{t('profile.identity.registrations')}</legend>
          <p id={`${registrationsId}-hint`} className="profile__hint">
            {t('profile.identity.registrationsHint')}
          </p>
          {REGISTRATION_ROWS.map((row) => (
            <div key={row} className="profile__registration">
              <form.AppField name={`registration_${row}_label`}>
                {(field) => (
                  <field.TextField label={t('profile.identity.registration.label', { row: row + 1 })} />
                )}
              </form.AppField>
              <form.AppField name={`registration_${row}_value`}>
                {(field) => (
                  <field.TextField label={t('profile.identity.registration.value', { row: row + 1 })} />
                )}
              </form.AppField>
            </div>
          ))}
        </fieldset>
        <form.AppField name="bank_account">
          {(field) => (
            <field.TextField
              label={t('profile.identity.bankAccount')}
              description={t('profile.identity.bankAccountHint')}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="mail_language">
          {() => (
            <BoundSelect
              label={t('profile.identity.mailLanguage')}
              options={MAIL_LANGUAGES.map((language) => ({
                value: language,
                label: t(`profile.identity.mailLanguage.${language}`),
              }))}
            />
          )}
        </form.AppField>
        <div role="alert" className="profile__save-error">
          {props.saveError ? t(props.saveError.id, props.saveError.values) : null}
        </div>
        <div>
          <Button type="submit" loading={props.saving}>
            {t('profile.identity.save')}
          </Button>
        </div>
      </FormElement>
    </form.AppForm>
  );
}

/** Takes the stored logo away on save: 'true' or 'false' in the form's values. */
function RemoveLogoField() {
  const t = useProfileT();
  const { ref, value, onChange, onBlur, name } = useBoundField();
  return (
    <label className="profile__checkbox">
      <input
        type="checkbox"
        name={name}
        checked={value === 'true'}
        onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
        onBlur={onBlur}
        ref={ref}
      />
      {t('profile.identity.removeLogo')}
    </label>
  );
}
