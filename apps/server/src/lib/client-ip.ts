/** Header the server itself sets from the socket address (any client value is replaced). */
export const CLIENT_IP_HEADER = 'x-casaconti-client-ip';
