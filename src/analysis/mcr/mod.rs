//! Chinese Official (MCR) fan calculator.
