//! American card: the card file format and the hand matcher.
