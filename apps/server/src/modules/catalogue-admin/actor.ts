/** Who made a back-office change, for its audit entry. */
export interface Actor {
  id: number;
  ip: string;
}

/** A request's operator as an actor (the route's onRequest hook has already resolved it). */
export function actorOf(request: { operator: { id: number } | null; ip: string }): Actor {
  return { id: request.operator!.id, ip: request.ip };
}
