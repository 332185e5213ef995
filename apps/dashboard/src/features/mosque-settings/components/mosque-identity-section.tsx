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
import {
  type MosqueSettingsMessage,
  type MosqueSettingsMessageId,
  useMosqueSettingsT,
} from '../mosque-settings-intl';
import {
  initialMosqueIdentityValues,
  type MosqueIdentityFormValues,
  mosqueIdentityFormSchema,
  REGISTRATION_ROWS,
} from './mosque-identity-form-model';
import './mosque-settings.css';
import { LoadFailure } from '../../../lib/load-failure';

export type MosqueIdentityState =
  | { status: 'loading' }
  | { status: 'error'; message: MosqueSettingsMessage }
  | { status: 'ready'; identity: MosqueIdentity };

export interface MosqueIdentitySectionProps {
  state: MosqueIdentityState;
  onRetry: () => void;
  /** The checked identity, and the chosen logo file (null keeps the stored one). */
  onSave: (identity: MosqueIdentityUpdate, logo: File | null) => void;
  saving?: boolean;
  /** The save's failure (no network, not an admin), as a banner above Save; typed values stay. */
  saveError?: MosqueSettingsMessage | null;
  /** A 422's messages under their fields. */
  serverErrors?: ServerFieldErrors;
  /** Starting values, for stories of a half-filled form. */
  initial?: Partial<MosqueIdentityFormValues>;
}

const IDENTITY_ISSUES: Record<string, MosqueSettingsMessageId> = {
  'identity.phone_invalid': 'mosqueSettings.identity.issue.phoneInvalid',
  'identity.email_invalid': 'mosqueSettings.identity.issue.emailInvalid',
  'identity.website_invalid': 'mosqueSettings.identity.issue.websiteInvalid',
  'text.too_long': 'mosqueSettings.identity.issue.tooLong',
  'identity.bank_account_invalid': 'mosqueSettings.identity.issue.bankAccountInvalid',
  'identity.too_many_registrations': 'mosqueSettings.identity.issue.tooManyRegistrations',
  // The image rule on a chosen file, and the server's on the logo it received.
  'logo:not_an_image': 'mosqueSettings.identity.issue.logoNotImage',
  'logo:image_too_large': 'mosqueSettings.identity.issue.logoTooLarge',
  'upload.not_an_image': 'mosqueSettings.identity.issue.logoNotImage',
  'upload.too_large': 'mosqueSettings.identity.issue.logoTooLarge',
  'upload.too_many_pixels': 'mosqueSettings.identity.issue.logoDamaged',
  'upload.damaged': 'mosqueSettings.identity.issue.logoDamaged',
};

const MAIL_LANGUAGES = ['pl', 'en', 'ar'] as const;

/** The identity's own codes, then the app's shared ones (required, invisible characters). */
export const identityIssueMessage: IssueMessage = (code) => {
  const id = IDENTITY_ISSUES[code];
  return id ? { id } : appIssueMessage(code);
};

/**
 * Mosque settings › Mosque identity (administrators): the mosque's name in Polish, English and
 * Arabic, a short name, its address and how to reach it, its logo, registration numbers and bank
 * account, and the language its mails fall back to. The certificates print it as their issuer and
 * the public site names the mosque with it.
 */
export function MosqueIdentitySection(props: MosqueIdentitySectionProps) {
  const t = useMosqueSettingsT();
  const titleId = useId();
  return (
    <section className="dashboard-card mosque-settings__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {t('mosqueSettings.identity.title')}
      </h2>
      <p className="mosque-settings__intro">{t('mosqueSettings.identity.intro')}</p>
      {props.state.status === 'loading' ? (
        <p role="status" aria-live="polite">
          {t('mosqueSettings.identity.loading')}
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
  const t = useMosqueSettingsT();
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
        className="mosque-settings__identity-form"
        aria-labelledby={props.titleId}
        busy={props.saving ?? false}
        issueMessage={identityIssueMessage}
        serverErrors={props.serverErrors}
      >
        <fieldset className="mosque-settings__names" aria-describedby={`${namesId}-hint`}>
          <legend>{t('mosqueSettings.identity.names')}</legend>
          <p id={`${namesId}-hint`} className="mosque-settings__hint">
            {t('mosqueSettings.identity.namesHint')}
          </p>
          <form.AppField name="name_pl">
            {(field) => <field.TextField label={t('mosqueSettings.identity.name.pl')} required />}
          </form.AppField>
          <form.AppField name="name_en">
            {(field) => <field.TextField label={t('mosqueSettings.identity.name.en')} required />}
          </form.AppField>
          <form.AppField name="name_ar">
            {(field) => <field.TextField label={t('mosqueSettings.identity.name.ar')} required />}
          </form.AppField>
        </fieldset>
        <form.AppField name="short_name">
          {(field) => (
            <field.TextField
              label={t('mosqueSettings.identity.shortName')}
              description={t('mosqueSettings.identity.shortNameHint')}
            />
          )}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextAreaField
              label={t('mosqueSettings.identity.address')}
              description={t('mosqueSettings.identity.addressHint')}
              rows={3}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField label={t('mosqueSettings.identity.phone')} type="tel" autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={t('mosqueSettings.identity.email')} type="email" autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name="website">
          {(field) => (
            <field.TextField
              label={t('mosqueSettings.identity.website')}
              description={t('mosqueSettings.identity.websiteHint')}
              type="url"
            />
          )}
        </form.AppField>
        <form.AppField name="logo">
          {() => (
            <BoundPhotoField
              label={t('mosqueSettings.identity.logo')}
              hint={
                props.identity.logo
                  ? t('mosqueSettings.identity.logoKeepHint')
                  : t('mosqueSettings.identity.logoHint')
              }
              previewAlt={t('mosqueSettings.identity.logoPreview')}
              currentAlt={t('mosqueSettings.identity.logoCurrent')}
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
        <fieldset className="mosque-settings__registrations" aria-describedby={`${registrationsId}-hint`}>
          <legend>{t('mosqueSettings.identity.registrations')}</legend>
          <p id={`${registrationsId}-hint`} className="mosque-settings__hint">
            {t('mosqueSettings.identity.registrationsHint')}
          </p>
          {REGISTRATION_ROWS.map((row) => (
            <div key={row} className="mosque-settings__registration">
              <form.AppField name={`registration_${row}_label`}>
                {(field) => (
                  <field.TextField
                    label={t('mosqueSettings.identity.registration.label', { row: row + 1 })}
                  />
                )}
              </form.AppField>
              <form.AppField name={`registration_${row}_value`}>
                {(field) => (
                  <field.TextField
                    label={t('mosqueSettings.identity.registration.value', { row: row + 1 })}
                  />
                )}
              </form.AppField>
            </div>
          ))}
        </fieldset>
        <form.AppField name="bank_account">
          {(field) => (
            <field.TextField
              label={t('mosqueSettings.identity.bankAccount')}
              description={t('mosqueSettings.identity.bankAccountHint')}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="mail_language">
          {() => (
            <BoundSelect
              label={t('mosqueSettings.identity.mailLanguage')}
              options={MAIL_LANGUAGES.map((language) => ({
                value: language,
                label: t(`mosqueSettings.identity.mailLanguage.${language}`),
              }))}
            />
          )}
        </form.AppField>
        <div role="alert" className="mosque-settings__save-error">
          {props.saveError ? t(props.saveError.id, props.saveError.values) : null}
        </div>
        <div>
          <Button type="submit" loading={props.saving}>
            {t('mosqueSettings.identity.save')}
          </Button>
        </div>
      </FormElement>
    </form.AppForm>
  );
}

/** Takes the stored logo away on save: 'true' or 'false' in the form's values. */
function RemoveLogoField() {
  const t = useMosqueSettingsT();
  const { ref, value, onChange, onBlur, name } = useBoundField();
  return (
    <label className="mosque-settings__checkbox">
      <input
        type="checkbox"
        name={name}
        checked={value === 'true'}
        onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
        onBlur={onBlur}
        ref={ref}
      />
      {t('mosqueSettings.identity.removeLogo')}
    </label>
  );
}
