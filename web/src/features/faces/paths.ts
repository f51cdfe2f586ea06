import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** Where the Face Compare screens live (product-families §2: /Faces/Users, /Faces/User/{id}, /Faces/Requests/{id}). */
export const FACES_USERS_PATH = pathTo(routes, 'Faces.Users')();
const user = pathTo(routes, 'Faces.User');
export const faceUserPath = (id: number) => user({ id });
const request = pathTo(routes, 'Faces.Request');
export const faceRequestPath = (id: number) => request({ id });
