import type { Queryable } from '../db/database.ts';

export interface OutboxMessage {
  readonly id: string;
  readonly recipient: string;
  readonly sender: string;
  readonly subject: string;
  readonly textBody: string;
  readonly htmlBody: string | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly createdAt: Date;
}

const columns = `id, recipient, sender, subject, text_body as "textBody", html_body as "htmlBody", headers, created_at as "createdAt"`;

export class OutboxRepository {
  constructor(private readonly database: Queryable) {}

  async add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<string> {
    const [row] = await this.database.query<{ id: string }>(
      `insert into mail_outbox (recipient, sender, subject, text_body, html_body, headers) values ($1, $2, $3, $4, $5, $6::jsonb) returning id`,
      [
        message.recipient,
        message.sender,
        message.subject,
        message.textBody,
        message.htmlBody,
        JSON.stringify(message.headers),
      ],
    );
    if (!row) throw new Error('insert into mail_outbox returned no row');
    return row.id;
  }

  list(limit = 50): Promise<OutboxMessage[]> {
    return this.database.query<OutboxMessage>(
      `select ${columns} from mail_outbox order by created_at desc, id limit $1`,
      [limit],
    );
  }
}
