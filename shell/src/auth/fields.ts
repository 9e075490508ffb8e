/**
 * Every field of the auth forms is required, so none is marked with an asterisk (which would
 * also become part of the label's text): the inputs still carry `required` for assistive
 * technology, and the forms validate with the shared schemas, not the browser.
 */
export const requiredField = { required: true, withAsterisk: false } as const;
