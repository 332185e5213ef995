import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { StatementScreen } from '../components/statement-screen';
import { useDonations } from '../data/donations-provider';
import '../flow.css';

/** /statement: the yearly statement of gifts, asked for by address and year. */
export default function StatementRoute() {
  const { api, locale } = useDonations();
  // The centre's year: on New Year's Eve in Warsaw a visitor abroad may already be in the next one.
  const currentYear = Number(mosqueToday(new Date(), DEFAULT_TIME_ZONE).slice(0, 4));
  return (
    <StatementScreen currentYear={currentYear} request={(input) => api.requestStatement(input, locale)} />
  );
}
