/**
 * Words a query may contain that carry no topic ("wie", "der", "the"). They
 * are dropped from queries that have other words and are never compound parts.
 */
const german =
  'aber als am an auch auf aus bei bin bis bist da damit dann das dass dein deine dem den der des dich die dir du durch ein eine einem einen einer eines er es euch für gibt hat hast ich ihr im in ist ja kann kannst mit mich mir nach nicht noch nur ob oder ohne sich sie sind so über um und uns unter vom von vor war was welche wenn wer wie wir wird wo zu zum zur';
const english =
  'a an and are as at be by can do does for from how i in is it of on or the this to was what when where which who why will with you your';

export const STOPWORDS: ReadonlySet<string> = new Set(`${german} ${english}`.split(' '));
