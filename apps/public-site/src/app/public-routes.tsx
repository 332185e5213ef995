import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomeRoute } from '../features/donations/routes/home-route';
import { useAppMessages } from '../lib/app-intl';
import { LoadingState } from '../lib/loadable';

// Everything beyond the home is its own chunk, loaded when a donor goes there.
const CategoryRoute = lazy(() => import('../features/donations/routes/category-route'));
const DonateRoute = lazy(() => import('../features/donations/routes/donate-route'));
const PaymentRoute = lazy(() => import('../features/donations/routes/payment-route'));
const ThanksRoute = lazy(() => import('../features/donations/routes/thanks-route'));
const TestBankRoute = lazy(() => import('../features/donations/routes/test-bank-route'));
const StatementRoute = lazy(() => import('../features/donations/routes/statement-route'));
const MonthlyRoute = lazy(() => import('../features/donations/routes/monthly-route'));
const MonthlyRequestRoute = lazy(() => import('../features/donations/routes/monthly-request-route'));
const MonthlyConfirmRoute = lazy(() => import('../features/donations/routes/monthly-confirm-route'));
const EventsRoute = lazy(() => import('../features/events/routes/events-route'));
const BookingRoute = lazy(() => import('../features/events/routes/booking-route'));
const BookingPageRoute = lazy(() => import('../features/events/routes/booking-page-route'));
const BookingPayRoute = lazy(() => import('../features/events/routes/booking-pay-route'));
const ActivitiesRoute = lazy(() => import('../features/activities/routes/activities-route'));
const PrayerTimesRoute = lazy(() => import('../features/prayer-times/routes/prayer-times-route'));
const NotFoundRoute = lazy(() => import('./not-found-route'));

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
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
