/** The least size of anything to tap (gloves on site, WCAG 2.5.5): 48 px, on the desk as on the phone. */
export const TOUCH_TARGET = 48;
