// Loaded with the first message (notifications-outlet.tsx), and its styles with it.
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
