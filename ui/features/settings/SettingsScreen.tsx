// /settings (spec §2, issue 19): the profile card; links to the pool's settings; notifications (push on
// this device, e-mail alerts, product deals, quiet hours); preferences (units, test method order);
// support; Sign Out; the version. Preferences are saved as the owner changes them ('Preferences Saved').
import { BookOpen, CalendarCheck, Settings2, Wrench } from 'lucide-react';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';
import { AccountCard } from '../users/AccountCard.tsx';
import { SignOutButton } from '../users/SignOutButton.tsx';
import { HelpAndSupport } from './HelpAndSupport.tsx';
import { LinkRow } from './LinkRow.tsx';
import { PushNotificationsRow } from './PushNotificationsRow.tsx';
import { QuietHoursRow } from './QuietHoursRow.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { SwitchRow } from './SwitchRow.tsx';
import { TestMethodOrderRow } from './TestMethodOrderRow.tsx';
import { UnitsRow } from './UnitsRow.tsx';
import { usePreferences } from './use-preferences.ts';
import { useSavePreferences } from './use-save-preferences.ts';

export const APP_VERSION = 'v1.0.0';

export function SettingsScreen() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  return (
    <>
      <SubScreenHeader title="Settings" />
      <main className="flex flex-col gap-6 p-4 pb-8">
        <AccountCard label="Profile" />
        <SettingsSection title="Pool">
          <LinkRow to="/pool-settings" label="Pool Settings" Icon={Settings2} />
          <LinkRow to="/equipment" label="Equipment" Icon={Wrench} />
          <LinkRow to="/schedule" label="Maintenance Schedule" Icon={CalendarCheck} />
        </SettingsSection>
        <SettingsSection title="Notifications">
          <PushNotificationsRow />
          <SwitchRow label="Email Alerts" hint="Water alerts and reminders by e-mail" checked={preferences.emailAlerts} onChange={(emailAlerts) => save({ emailAlerts })} />
          <SwitchRow label="Product Deals" hint="Offers on the chemicals you use" checked={preferences.productDeals} onChange={(productDeals) => save({ productDeals })} />
          <QuietHoursRow saved={preferences.quietHours} onSave={(quietHours) => save({ quietHours })} />
        </SettingsSection>
        <SettingsSection title="Preferences">
          <UnitsRow units={preferences.units} onChange={(units) => save({ units })} />
          <TestMethodOrderRow order={preferences.testMethodOrder} onChange={(testMethodOrder) => save({ testMethodOrder })} />
        </SettingsSection>
        <SettingsSection title="Support">
          <HelpAndSupport />
          <LinkRow to="/test" label="Water Testing Guide" Icon={BookOpen} />
        </SettingsSection>
        <SignOutButton />
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">{APP_VERSION}</p>
      </main>
    </>
  );
}
