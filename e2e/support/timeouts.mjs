/** How long one action or expectation may wait: a remote page loads over several round trips. */
export const stepTimeoutMs = 20_000;
