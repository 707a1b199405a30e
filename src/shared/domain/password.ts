export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*'
