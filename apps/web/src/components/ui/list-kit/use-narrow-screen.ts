import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';

/** Whether the window is narrower than the spec's 768 px breakpoint (a phone): lists become rows that open. */
export const useNarrowScreen = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
