import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomeRoute } from '../features/donations/routes/home-route';
import { useAppMessages } from '../lib/app-intl';
import { LoadingState } from '../lib/loadable';
import { pageCode } from './page-starts';

// Everything beyond the home is its own chunk, loaded when a donor goes there (or started by the
// entry when the page is opened directly: page-starts.ts).
const CategoryRoute = lazy(pageCode.category);
const DonateRoute = lazy(pageCode.donate);
const PaymentRoute = lazy(pageCode.payment);
const ThanksRoute = lazy(pageCode.thanks);
const TestBankRoute = lazy(pageCode.testBank);
const StatementRoute = lazy(pageCode.statement);
const MonthlyRoute = lazy(pageCode.monthly);
const MonthlyRequestRoute = lazy(pageCode.monthlyRequest);
const MonthlyConfirmRoute = lazy(pageCode.monthlyConfirm);
const EventsRoute = lazy(pageCode.events);
const BookingRoute = lazy(pageCode.booking);
const BookingPageRoute = lazy(pageCode.bookingPage);
const BookingPayRoute = lazy(pageCode.bookingPay);
const ActivitiesRoute = lazy(pageCode.activities);
const PrayerTimesRoute = lazy(pageCode.prayerTimes);
const InstallRoute = lazy(pageCode.install);
const RemindersRoute = lazy(pageCode.reminders);
const NotFoundRoute = lazy(pageCode.notFound);

/**
 * The site's pages; /Home is the home page's name in links the centre has already shared, and /Events
 * the events page's as the centre's other apps spell it.
 */
export function PublicRoutes() {
  const t = useAppMessages();
  return (
    <Suspense fallback={<LoadingState text={t('common.loading')} />}>
      <Switch>
        <Route path="/">
          <HomeRoute />
        </Route>
        <Route path="/Home">
          <HomeRoute />
        </Route>
        <Route path="/donation/:id" component={CategoryRoute} />
        <Route path="/main/:id" component={CategoryRoute} />
        <Route path="/donate" component={DonateRoute} />
        <Route path="/payment" component={PaymentRoute} />
        <Route path="/thanks/:id" component={ThanksRoute} />
        <Route path="/test-bank/:id" component={TestBankRoute} />
        <Route path="/statement" component={StatementRoute} />
        <Route path="/monthly" component={MonthlyRequestRoute} />
        <Route path="/monthly/confirm/:token" component={MonthlyConfirmRoute} />
        <Route path="/monthly/:token" component={MonthlyRoute} />
        <Route path="/events" component={EventsRoute} />
        <Route path="/Events" component={EventsRoute} />
        <Route path="/events/:id/book" component={BookingRoute} />
        <Route path="/Events/:id/book" component={BookingRoute} />
        <Route path="/events/:eventId/bookings/:id" component={BookingPageRoute} />
        <Route path="/events/:eventId/bookings/:id/pay" component={BookingPayRoute} />
        <Route path="/activities" component={ActivitiesRoute} />
        <Route path="/Activities" component={ActivitiesRoute} />
        <Route path="/prayer-times" component={PrayerTimesRoute} />
        <Route path="/install" component={InstallRoute} />
        <Route path="/reminders" component={RemindersRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
