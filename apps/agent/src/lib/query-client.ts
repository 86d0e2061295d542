import { createQueryClient } from '@app/shared/mobile';

/** The app's one query client. */
export const queryClient = createQueryClient();
