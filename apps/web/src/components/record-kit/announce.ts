import { notifications } from '@mantine/notifications';

/** Says in a green notice that something was done (saved, published, added). */
export const announce = (message: string) => notifications.show({ color: 'green', message });
