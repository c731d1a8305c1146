/** Shared primitives: dialogs, toasts, empty states, navigation, error page. */
export const primitives = {} as const;
