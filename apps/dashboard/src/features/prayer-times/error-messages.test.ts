import { ApiError } from '@minbar/api/errors';
import { describe, expect, it } from 'vitest';
import {
  bulkSaveFailure,
  deleteFailure,
  iqamaSaveFailure,
  iqamaUpdateFailure,
  mosqueSettingsIssueFeedback,
  mosqueSettingsSaveFailure,
  prayerUpdateFailure,
  rangeFailure,
  todayFailure,
} from './error-messages';

const http = (status: number, detail: string | null, body?: unknown) =>
  new ApiError({ kind: 'http', status, detail, body: body ?? (detail ? { detail } : undefined) });
const network = new ApiError({ kind: 'network' });

describe('prayer-times failures', () => {
  it('names the overlap of an iqama save in the user language and shows other details as given', () => {
    expect(iqamaSaveFailure(http(400, 'Date range conflicts with existing settings'))).toEqual({
      id: 'prayer.error.conflict',
    });
    expect(iqamaSaveFailure(http(400, 'Something else'))).toEqual({ text: 'Something else' });
    expect(iqamaSaveFailure(http(400, null))).toEqual({ id: 'prayer.error.saveIqama' });
    expect(iqamaSaveFailure(network)).toEqual({ id: 'error.network' });
  });

  it('lists the validation errors of an iqama update as location - message lines', () => {
    const body = {
      detail: [
        { loc: ['body', 'fajr_minutes'], msg: 'must be a number', type: 'x' },
        { loc: ['body', 'effective_to'], msg: 'before start', type: 'y' },
      ],
    };
    expect(iqamaUpdateFailure(http(422, 'must be a number', body))).toEqual({
      text: 'body.fajr_minutes - must be a number\nbody.effective_to - before start',
    });
    expect(iqamaUpdateFailure(http(400, 'Date range conflicts with existing settings'))).toEqual({
      id: 'prayer.error.conflict',
    });
    expect(iqamaUpdateFailure(http(500, null))).toEqual({ id: 'error.server' });
    expect(iqamaUpdateFailure(http(404, null))).toEqual({ id: 'prayer.error.updateIqama' });
  });

  it('turns a refused batch into its rule with the offending dates', () => {
    const body = {
      detail: 'Prayer times must follow the order fajr, dhuhr, asr, maghrib, isha: 2025-03-02',
      code: 'prayer.order',
      dates: ['2025-03-02', '2025-03-09'],
    };
    expect(bulkSaveFailure(http(400, body.detail, body))).toEqual({
      id: 'prayer.error.order',
      values: { dates: '2025-03-02, 2025-03-09' },
    });
    expect(
      bulkSaveFailure(
        http(400, 'No prayer times entered', { detail: 'x', code: 'prayer.none_entered', dates: [] }),
      ),
    ).toEqual({
      id: 'prayer.error.noneEntered',
      values: { dates: '' },
    });
    expect(bulkSaveFailure(http(409, null))).toEqual({ id: 'prayer.error.savePrayers' });
  });

  it('reads a known range failure in our words, another detail as given, else the default banner text', () => {
    expect(rangeFailure(http(400, 'End date must be after start date'))).toEqual({
      id: 'prayer.error.endBeforeStart',
    });
    expect(rangeFailure(http(400, 'The range is too long'))).toEqual({
      id: 'prayer.range.errorDetail',
      values: { detail: 'The range is too long' },
    });
    expect(rangeFailure(http(500, null))).toEqual({ id: 'error.server' });
    expect(rangeFailure(http(418, null))).toEqual({ id: 'prayer.range.error' });
  });

  it('says no prayer times are available for a vanished day and names a taken date', () => {
    expect(prayerUpdateFailure(http(404, 'No prayer times available'))).toEqual({
      id: 'prayer.error.noTimesAvailable',
    });
    expect(prayerUpdateFailure(http(409, 'Prayer times already exist for this city and date'))).toEqual({
      id: 'prayer.error.dateTaken',
    });
    expect(deleteFailure(http(404, 'Settings not found'), 'prayer.error.deleteIqama')).toEqual({
      text: 'Settings not found',
    });
    expect(deleteFailure(http(500, null), 'prayer.error.deletePrayer')).toEqual({ id: 'error.server' });
  });

  it('words the today card’s 401 as unauthorized, apart from any other failure', () => {
    expect(todayFailure(http(401, 'Could not validate credentials'))).toEqual({
      id: 'prayer.today.unauthorized',
    });
    expect(todayFailure(http(500, null))).toEqual({ id: 'prayer.today.error' });
  });

  it("words a refused mosque settings save: 403 names the admin, a 422's banner sums up, network as the app says", () => {
    expect(mosqueSettingsSaveFailure(http(403, 'Forbidden'))).toEqual({
      id: 'prayer.error.mosqueSettingsForbidden',
    });
    expect(mosqueSettingsSaveFailure(http(422, null, { detail: [] }))).toEqual({
      id: 'prayer.error.saveMosqueSettings',
    });
    expect(mosqueSettingsSaveFailure(network)).toEqual({ id: 'error.network' });
    expect(mosqueSettingsSaveFailure(http(500, null))).toEqual({ id: 'error.server' });
  });

  it("words each of the mosque settings' rule codes, and no other", () => {
    expect(mosqueSettingsIssueFeedback('settings.jumuah_iqama_before_athan')).toEqual({
      id: 'prayer.error.jumuahIqamaBeforeAthan',
    });
    expect(mosqueSettingsIssueFeedback('hijri.offset_invalid')).toEqual({ id: 'prayer.error.hijriOffset' });
    expect(mosqueSettingsIssueFeedback('settings.city_unknown')).toEqual({ id: 'prayer.error.cityUnknown' });
    expect(mosqueSettingsIssueFeedback('field.required')).toBeNull();
  });
});
