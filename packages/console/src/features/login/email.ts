/** The email rule of the sign-in screens (seed 000 §5): something@domain with a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
