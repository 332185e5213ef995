import type { EventLanguage } from '@minbar/domain/events/event-form';
import { type TransportPriceInversion, transportPriceInversions } from '@minbar/domain/events/pricing';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { AnyFormApi } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { issueMessage as sharedIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundDateField } from '../../../lib/forms/bound-date-field';
import { BoundPhotoField } from '../../../lib/forms/bound-photo-field';
import { BoundTimeField } from '../../../lib/forms/bound-time-field';
import { EditorDialog } from '../../../lib/forms/editor-dialog';
import type { IssueMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { MultiLanguageFields, useContentLanguageTabs } from '../../../lib/forms/multi-language-form';
import { useValuesChanged } from '../../../lib/forms/unsaved-changes';
import { eventIssueMessage } from '../error-messages';
import { type EventsMessage, useEventsMessage, useEventsT } from '../events-intl';
import { formatPrice } from '../format';
import { StatusField } from './event-fields';
import {
  type EventDialogValues,
  type EventFormMode,
  type EventFormOutput,
  eventFormSchema,
  FIELDS_BY_LANGUAGE,
  PRICE_FIELDS,
} from './event-form-model';
import './events.css';

/** After a save: close the dialog (its Save button), or stay open on another tab ("save first?"). */
export type SaveIntent = 'close' | 'stay';

export interface EventFormDialogProps {
  mode: EventFormMode;
  /** The values the form starts from (a blank event, or the stored one in every language). */
  initialValues: EventDialogValues;
  /** The mosque's today: the earliest date and deadline. */
  today: string;
  /** The event's name in the title (edit). */
  eventName?: string;
  /** The stored photo's address (edit). */
  storedPhotoUrl?: string | null;
  /** A valid save with the chosen photo (null keeps the stored one); resolves true once saved. */
  onSave: (payload: EventFormOutput, photo: File | null, intent: SaveIntent) => Promise<boolean>;
  /** Closes the dialog; with changes typed the user is asked to discard them first. */
  onClose: () => void;
  saving?: boolean;
  /** Why the last save failed, shown above the buttons; what was typed stays. */
  failure?: EventsMessage | null;
  /** The server's refusals of single fields (the photo's included), shown under each. */
  serverErrors?: ServerFieldErrors;
  /** Opens on this language tab (stories). */
  initialTab?: EventLanguage;
}

const issueMessage: IssueMessage = (code) => eventIssueMessage(code) ?? sharedIssueMessage(code);

/** Add or edit an event: the texts in EN, AR and PL tabs, when, the deadline, six prices, the discount, a photo. */
export function EventFormDialog(props: EventFormDialogProps) {
  const t = useEventsT();
  // The schema reads the chosen file when it checks, so the image rule sees the newest choice.
  const photoRef = useRef<File | null>(null);
  const [schema] = useState(() => eventFormSchema(props.mode, props.today, () => photoRef.current));
  const [baseline, setBaseline] = useState<EventDialogValues>(props.initialValues);
  const [photo, setPhoto] = useState<File | null>(null);
  const [pendingTab, setPendingTab] = useState<{ language: EventLanguage; proceed: () => void } | null>(null);
  const afterSave = useRef<(() => void) | null>(null);
  const confirmPrices = usePriceConfirmation();
  const formRef = useRef<AnyFormApi | null>(null);
  const form = useAppForm({
    schema,
    defaultValues: props.initialValues,
    onSubmit: async (payload) => {
      const then = afterSave.current;
      afterSave.current = null;
      // Transport cheaper than none is most often two prices typed in each other's box: ask first.
      const inversions = transportPriceInversions(payload);
      if (inversions.length > 0 && !(await confirmPrices.ask(inversions))) return;
      const saved = await props.onSave(payload, photo, then ? 'stay' : 'close');
      if (saved && then) {
        // What was saved is the new starting point: nothing is "changed" any more.
        setBaseline({ ...(formRef.current?.state.values as EventDialogValues) });
        photoRef.current = null;
        setPhoto(null);
        then();
      }
    },
  });
  formRef.current = form as unknown as AnyFormApi;
  const changed = useValuesChanged(form, baseline) || photo !== null;
  const tabs = useContentLanguageTabs(FIELDS_BY_LANGUAGE);
  const title =
    props.mode === 'create'
      ? t('events.form.addTitle')
      : t('events.form.editTitle', { name: isolateText(props.eventName ?? '') });
  const languageName = (language: EventLanguage) => tabs.find((tab) => tab.value === language)?.name ?? '';

  return (
    <>
      <EditorDialog
        form={form}
        title={title}
        description={t('events.form.description')}
        size="wide"
        changed={changed}
        editor={props}
        labels={{
          create: t('events.form.create'),
          save: t('events.form.save'),
          cancel: t('events.form.cancel'),
          unsaved: t('events.form.unsaved'),
        }}
        className="events-form"
        issueMessage={issueMessage}
      >
        <MultiLanguageFields
          tabs={tabs}
          guardNavigation={false}
          initialTab={props.initialTab}
          beforeTabChange={
            props.mode === 'edit'
              ? (language, proceed) => (changed ? setPendingTab({ language, proceed }) : proceed())
              : undefined
          }
        >
          {(tab) => (
            <div className="events-form__texts" lang={tab.lang} dir={tab.value === 'ar' ? 'rtl' : 'ltr'}>
              <form.AppField name={`event_name_${tab.value}`}>
                {(field) => (
                  <field.TextField label={t('events.form.name', { language: tab.name })} required />
                )}
              </form.AppField>
              <form.AppField name={`address_${tab.value}`}>
                {(field) => (
                  <field.TextField label={t('events.form.address', { language: tab.name })} required />
                )}
              </form.AppField>
              <form.AppField name={`about_${tab.value}`}>
                {(field) => (
                  <field.TextAreaField label={t('events.form.about', { language: tab.name })} required />
                )}
              </form.AppField>
            </div>
          )}
        </MultiLanguageFields>
        <div className="events-form__when">
          <form.AppField name="date">
            {() => <BoundDateField label={t('events.form.date')} required />}
          </form.AppField>
          <form.AppField name="time">
            {() => <BoundTimeField label={t('events.form.time')} required />}
          </form.AppField>
          <form.AppField name="registration_deadline">
            {() => (
              <BoundDateField
                label={t('events.form.deadline')}
                description={t('events.form.deadlineHint')}
                required
              />
            )}
          </form.AppField>
        </div>
        <fieldset className="events-form__prices">
          <legend>{t('events.form.prices')}</legend>
          <p className="events-form__prices-hint">{t('events.form.pricesHint')}</p>
          {PRICE_FIELDS.map((name) => (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextField
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  min="0"
                  max="10000"
                  required
                  label={t(`events.form.${name}`)}
                />
              )}
            </form.AppField>
          ))}
          <form.AppField name="discount_percentage_children_above_3_same_family">
            {(field) => (
              <field.TextField
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                max="100"
                label={t('events.form.discount')}
                description={t('events.form.discountHint')}
              />
            )}
          </form.AppField>
        </fieldset>
        <form.AppField name="photo">
          {() => (
            <BoundPhotoField
              label={t('events.form.photo')}
              hint={props.mode === 'create' ? t('events.form.photoHint') : t('events.form.photoKeepHint')}
              previewAlt={t('events.form.photoPreview')}
              currentAlt={t('events.form.photoCurrent')}
              file={photo}
              onFile={(file) => {
                photoRef.current = file;
                setPhoto(file);
              }}
              storedUrl={props.storedPhotoUrl ?? null}
              required={props.mode === 'create'}
            />
          )}
        </form.AppField>
        {props.mode === 'edit' ? <form.AppField name="status">{() => <StatusField />}</form.AppField> : null}
        <FailureNotice failure={props.failure ?? null} />
      </EditorDialog>
      <ConfirmDialog
        open={confirmPrices.asking !== null}
        onOpenChange={(open) => {
          if (!open) confirmPrices.answer(false);
        }}
        title={t('events.transportPrices.title')}
        message={<TransportPriceList inversions={confirmPrices.asking ?? []} />}
        confirmLabel={t('events.transportPrices.confirm')}
        cancelLabel={t('events.transportPrices.cancel')}
        onConfirm={() => confirmPrices.answer(true)}
      />
      <ConfirmDialog
        open={pendingTab !== null}
        onOpenChange={(open) => {
          if (!open) setPendingTab(null);
        }}
        title={t('events.switch.title')}
        message={t('events.switch.message', {
          language: pendingTab ? languageName(pendingTab.language) : '',
        })}
        confirmLabel={t('events.switch.confirm')}
        cancelLabel={t('events.switch.cancel')}
        onConfirm={() => {
          const next = pendingTab;
          setPendingTab(null);
          if (!next) return;
          afterSave.current = next.proceed;
          void form.handleSubmit().then(() => {
            // A refused check leaves the tab as it was, with its messages shown.
            afterSave.current = null;
          });
        }}
      />
    </>
  );
}

function FailureNotice({ failure }: { failure: EventsMessage | null }) {
  const word = useEventsMessage();
  return (
    <div role="alert" className="events-form__failure">
      {failure ? <p>{word(failure)}</p> : null}
    </div>
  );
}

/**
 * The question before saving prices where transport costs less than no transport: `ask` opens it
 * with the pairs and resolves with the answer (true: save as typed; false: back to the prices).
 */
function usePriceConfirmation() {
  const [asking, setAsking] = useState<TransportPriceInversion[] | null>(null);
  const resolveRef = useRef<((save: boolean) => void) | null>(null);
  return {
    asking,
    ask: (inversions: TransportPriceInversion[]) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current = resolve;
        setAsking(inversions);
      }),
    answer: (save: boolean) => {
      resolveRef.current?.(save);
      resolveRef.current = null;
      setAsking(null);
    },
  };
}

const AGE_LINE = {
  adult: 'events.transportPrices.adult',
  child_above_3: 'events.transportPrices.childAbove3',
  child_below_3: 'events.transportPrices.childBelow3',
} as const;

/** Each age whose price with transport is below its price without, both prices named. */
function TransportPriceList({ inversions }: { inversions: TransportPriceInversion[] }) {
  const t = useEventsT();
  const locale = useUiLocale();
  return (
    <>
      {t('events.transportPrices.message')}
      {/* Lines of the dialog's description paragraph, so spans rather than a list. */}
      {inversions.map((pair) => (
        <span key={pair.age} className="events-form__price-pair">
          {t(AGE_LINE[pair.age], {
            withTransport: formatPrice(locale, pair.withTransport),
            withoutTransport: formatPrice(locale, pair.withoutTransport),
          })}
        </span>
      ))}
    </>
  );
}
