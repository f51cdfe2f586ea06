/** Where the Face Compare screens live (product-families §2: /Faces/Users, /Faces/User/{id}, /Faces/Requests/{id}). */
export const FACES_USERS_PATH = '/Faces/Users';
export const faceUserPath = (id: number) => `/Faces/User/${id}`;
export const faceRequestPath = (id: number) => `/Faces/Requests/${id}`;
