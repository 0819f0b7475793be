/** An open live-update socket: who opened it, on which topic, until when it may be kept. */
export interface LiveConnection {
  connectionId: string;
  userId: string;
  topicId: string;
  /** epoch seconds after which the item expires (API Gateway closes sockets after 2 hours) */
  expiresAt: number;
}

/** The open sockets of API Gateway's WebSocket API, by user and topic. */
export interface LiveConnectionStore {
  add(connection: LiveConnection): Promise<void>;
  /** the socket's item, whoever owns it ($disconnect knows only the connection id) */
  removeById(connectionId: string): Promise<void>;
  remove(connection: Pick<LiveConnection, 'userId' | 'topicId' | 'connectionId'>): Promise<void>;
  /** every socket `userId` has open on `topicId` */
  list(userId: string, topicId: string): Promise<LiveConnection[]>;
}
