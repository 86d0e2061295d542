/**
 * NetworkError: no answer (offline, timeout, DNS); callers just stop their loading state.
 * ApiError: the server answered with a code other than 200; its `message` is the toast's Chinese text.
 * errorText: the server's refusal text for an error block; undefined lets the block say "check the network".
 */
export { ApiError, NetworkError, refusalText as errorText } from '@app/shared/client';
