/** A command that was understood but refused (exit code 1): the message says why. */
export class Refusal extends Error {}
