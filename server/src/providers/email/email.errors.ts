/** Delivery failed. `isPermanent`: retrying the same message cannot succeed (e.g. SMTP 5xx). */
export class EmailDeliveryError extends Error {
  override name = 'EmailDeliveryError';
  readonly isPermanent: boolean;
  /** The mail server's reply code, when it gave one (e.g. 451, 550). */
  readonly responseCode: number | undefined;

  constructor({
    message,
    isPermanent,
    responseCode,
    cause,
  }: {
    message: string;
    isPermanent: boolean;
    responseCode?: number;
    cause?: unknown;
  }) {
    super(message, cause === undefined ? undefined : { cause });
    this.isPermanent = isPermanent;
    this.responseCode = responseCode;
  }
}
