//! Crockford's base 32: digits and capitals without I, L, O and U, read back in any case
//! and with the look-alikes (O for 0, I and L for 1) forgiven, so a code survives being
//! read out and typed.

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 5 + 1);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((acc >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((acc << (5 - bits)) & 31) as usize]));
    }
    out
}

fn value(c: char) -> Option<u32> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| char::from(a) == c)
        .and_then(|p| u32::try_from(p).ok())
}

/// The bytes of a code; separators (`-`, spaces) are skipped. `Err` holds the first
/// character that is not base 32.
/// The value of one character of a code, read loosely (small letters, `O` for `0`, `I`
/// and `L` for `1`); `None` for a character that is none.
pub fn value_of(c: char) -> Option<u32> {
    value(c)
}

pub fn decode(text: &str) -> Result<Vec<u8>, char> {
    let mut out = Vec::with_capacity(text.len() * 5 / 8);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for c in text.chars() {
        if c == '-' || c.is_whitespace() {
            continue;
        }
        let v = value(c).ok_or(c)?;
        acc = ((acc << 5) | v) & 0xFFFF;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xFF) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_forgiving_input() {
        for bytes in [&b""[..], b"\x00", b"\xff\x01", b"hello, club"] {
            let text = encode(bytes);
            assert_eq!(decode(&text), Ok(bytes.to_vec()), "{text}");
            assert_eq!(decode(&text.to_lowercase()), Ok(bytes.to_vec()));
        }
        assert_eq!(decode("0O-1Il"), decode("001111"));
        assert_eq!(decode("ABU"), Err('U'));
    }
}
