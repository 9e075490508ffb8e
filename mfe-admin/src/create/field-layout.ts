/** A field's parts in this order: a description under its input, so that inputs in a row line up. */
export const DESCRIPTION_BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];
