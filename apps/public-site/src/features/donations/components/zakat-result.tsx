import type { ZakatLineAnswer, ZakatResultAnswer } from '@minbar/api/schemas/donations';
import { NISAB_BASES, type NisabBasis, ZAKAT_CENTRE_CURRENCY } from '@minbar/domain/donations/zakat';
import { Button } from '@minbar/ui/button/button';
import { Ltr } from '@minbar/ui/ltr/ltr';
import { useEffect, useId, useRef } from 'react';
import { ChoiceChips } from '../../../lib/choice-chips';
import { type GiftPagesMessage, type GiftPagesMessageId, useGiftPagesMessages } from '../gift-pages-intl';
import { useIsoDateText, useIsolatedMoney, useIsolatedRate } from './zakat-formats';

export interface ZakatResultProps {
  result: ZakatResultAnswer;
  /** Goes on to the payment with the amount in złoty, or without one when it must be converted. */
  onDonate: (amount?: number) => void;
  /** The metal the donor chose for the nisab, shown checked while its result is on its way. */
  basis?: NisabBasis;
  /** Reckons the same holdings again with the nisab on that metal; without it, no switch is offered. */
  onBasisChange?: (basis: NisabBasis) => void;
  /** True while the result on a newly chosen basis is being calculated. */
  busy?: boolean;
}

function basisOf(text: string | undefined): NisabBasis | undefined {
  return NISAB_BASES.find((metal) => metal === text);
}

/**
 * The calculator's answer: the amount (or that none is due), the lines it was worked out from, why
 * (at or above the nisab, or below), what the nisab was set from, and the way on to give it, in złoty:
 * at once for złoty, converted at the centre's rate for another currency, or, with no rate, with a
 * word that the donor converts it.
 */
export function ZakatResult({ result, onDonate, basis: chosen, onBasisChange, busy }: ZakatResultProps) {
  const t = useGiftPagesMessages();
  const money = useIsolatedMoney();
  const dateText = useIsoDateText();
  const rateText = useIsolatedRate();
  const captionId = useId();
  const due = result.reason ? result.reason === 'zakat.due' : result.zakat_amount > 0;
  const basis = result.nisab_basis === 'silver' ? 'silver' : 'gold';
  const centreBasis = basisOf(result.centre_nisab_basis);
  const converted = result.in_centre_currency;
  const inCentre = result.currency === ZAKAT_CENTRE_CURRENCY;
  const amount = (value: number) => money(value, result.currency);
  const lines = result.lines ?? [];
  const section = useRef<HTMLElement>(null);
  // The answer appears under the form, below the fold of the dialog on most screens: bring it up.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <section
      ref={section}
      className="zakat-result"
      data-due={due || undefined}
      aria-live="polite"
      aria-busy={busy || undefined}
    >
      <h3 className="zakat-result__amount">
        {due ? t('zakat.resultDue', { amount: amount(result.zakat_amount) }) : t('zakat.resultNone')}
      </h3>
      {lines.length > 0 && result.total_savings !== undefined ? (
        <table className="zakat-result__lines" aria-labelledby={captionId}>
          <caption id={captionId}>{t('zakat.linesTitle')}</caption>
          <tbody>
            {lines.map((line) => (
              <tr key={line.item} data-item={line.item}>
                <th scope="row">{lineLabel(t, line, amount)}</th>
                <td>
                  {/* Taken off, its sign in front of it in every language (in Arabic too, not after it). */}
                  {line.item === 'debts' ? <Ltr>{`− ${amount(line.amount)}`}</Ltr> : amount(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-item="wealth">
              <th scope="row">{t('zakat.line.wealth')}</th>
              <td>{amount(result.total_savings)}</td>
            </tr>
            {result.nisab !== undefined ? (
              <tr data-item="nisab">
                <th scope="row">{t('zakat.line.nisab', { metal: basis })}</th>
                <td>{amount(result.nisab)}</td>
              </tr>
            ) : null}
            <tr data-item="zakat">
              <th scope="row">{t(due ? 'zakat.line.zakatDue' : 'zakat.line.zakatNone')}</th>
              <td>{amount(result.zakat_amount)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
      {result.nisab !== undefined && result.total_savings !== undefined ? (
        <p>
          {t(due ? 'zakat.reasonDue' : 'zakat.reasonBelow', {
            savings: amount(result.total_savings),
            nisab: amount(result.nisab),
            metal: basis,
          })}
        </p>
      ) : null}
      {result.nisab_as_of && result.nisab_price_per_gram !== undefined ? (
        <p data-slot="nisab-source">
          {t('zakat.nisabFrom', {
            date: dateText(result.nisab_as_of),
            metal: basis,
            price: amount(result.nisab_price_per_gram),
          })}
        </p>
      ) : null}
      {centreBasis && onBasisChange ? (
        <div className="zakat-result__basis" data-slot="nisab-basis">
          <ChoiceChips<NisabBasis>
            legend={t('zakat.basis.legend')}
            name="nisab-basis"
            options={NISAB_BASES.map((metal) => ({
              value: metal,
              label: t('zakat.basis.option', { metal }),
            }))}
            value={chosen ?? basis}
            onChange={onBasisChange}
          />
          <p>{t('zakat.basis.centre', { metal: centreBasis })}</p>
          <p>{t('zakat.basis.explain')}</p>
        </div>
      ) : null}
      {due && inCentre ? (
        <Button onClick={() => onDonate(result.zakat_amount)}>{t('zakat.donateThis')}</Button>
      ) : null}
      {due && converted ? (
        <div className="zakat-result__converted" data-slot="in-centre-currency">
          <p className="zakat-result__give">
            {t('zakat.inCentreCurrency', { amount: money(converted.zakat_amount, converted.currency) })}
          </p>
          <p>
            {t('zakat.conversion', {
              one: money(1, result.currency),
              rate: rateText(converted.rate, converted.currency),
              date: dateText(converted.as_of),
            })}
          </p>
          <Button onClick={() => onDonate(converted.zakat_amount)}>{t('zakat.donateThis')}</Button>
        </div>
      ) : null}
      {due && !inCentre && !converted ? (
        <>
          <p>{t('zakat.plnOnly')}</p>
          <Button onClick={() => onDonate()}>{t('zakat.continue')}</Button>
        </>
      ) : null}
    </section>
  );
}

const LINE_LABELS = {
  cash: 'zakat.line.cash',
  investments: 'zakat.line.investments',
  receivables: 'zakat.line.receivables',
  debts: 'zakat.line.debts',
} as const satisfies Record<string, GiftPagesMessageId>;

function lineLabel(t: GiftPagesMessage, line: ZakatLineAnswer, amount: (value: number) => string): string {
  if (line.item === 'gold' || line.item === 'silver') {
    return t('zakat.line.metal', {
      metal: line.item,
      grams: line.grams ?? 0,
      price: amount(line.price_per_gram ?? 0),
    });
  }
  return t(LINE_LABELS[line.item]);
}
