/**
 * The Vehicle Logs. Others use only its words (namespace `activityLog`, registered on import): the
 * vehicle record shows log entries as this screen does. The screen itself is the router's lazy
 * entry (`activity-log-screen.tsx`).
 */
import './i18n';
