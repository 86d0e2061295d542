// Who made a back-office change, for its audit entry: the request's operator and address.
export { actorOf, type OperatorActor as Actor } from '../../lib/actor.js';
