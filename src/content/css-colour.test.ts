import { expect, test } from 'vitest';
import { cssColorSchema } from './schema';

test.each(['#fff', '#FFC629', '#0b1f3fcc', 'rgb(11, 31, 63)', 'rgba(0,0,0,0.5)', 'hsl(45, 100%, 58%)', 'hsla(210 , 70%, 15%, .8)', 'transparent'])(
  '%s is a colour',
  (value) => {
    expect(cssColorSchema.safeParse(value).success).toBe(true);
  },
);

test.each(['', 'banana', '#ggg', '#12345', 'rgb(300,0,0)', 'url(x)', 'red;background:url(x)', 'expression(alert(1))', '#fff;', 'var(--x)'])(
  '%s is not a colour',
  (value) => {
    expect(cssColorSchema.safeParse(value).success).toBe(false);
  },
);
