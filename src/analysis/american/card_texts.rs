//! A card's words in another language: its name, the names of its sections and the notes
//! under its lines, each given by the text it replaces. The hands are the same in every
//! language, so only what is read changes.

use super::card::Card;
use crate::load::{LoadError, SourceText, find_quoted, parse_ron};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardTexts {
    pub lang: String,
    pub name: String,
    /// A section's name on the card → its name in this language.
    #[serde(default)]
    pub sections: BTreeMap<String, String>,
    /// A note on the card → the note in this language.
    #[serde(default)]
    pub notes: BTreeMap<String, String>,
}

/// Read a card's texts and check that every section and note they name is on `card`.
pub fn read(src: SourceText, card: &Card) -> Result<CardTexts, LoadError> {
    let texts: CardTexts = parse_ron(src)?;
    let on_card = |name: &str| card.sections.iter().any(|s| s.name == name);
    if let Some(name) = texts.sections.keys().find(|n| !on_card(n)) {
        return Err(LoadError::at(
            src,
            find_quoted(src.text, name, 0),
            crate::i18n::Said::new(
                "err-card-texts-section",
                vec![
                    ("section", name.as_str().into()),
                    ("card", card.name.as_str().into()),
                ],
            ),
        ));
    }
    let noted = |note: &str| {
        card.sections
            .iter()
            .flat_map(|s| &s.lines)
            .any(|l| l.note.as_deref() == Some(note))
    };
    if let Some(note) = texts.notes.keys().find(|n| !noted(n)) {
        return Err(LoadError::at(
            src,
            find_quoted(src.text, note, 0),
            crate::i18n::Said::new(
                "err-card-texts-note",
                vec![
                    ("note", note.as_str().into()),
                    ("card", card.name.as_str().into()),
                ],
            ),
        ));
    }
    Ok(texts)
}

impl Card {
    /// The same card in the words of `texts`; what they leave out stays as it was.
    pub fn translate(&mut self, texts: &CardTexts) {
        self.name.clone_from(&texts.name);
        for section in &mut self.sections {
            if let Some(name) = texts.sections.get(&section.name) {
                section.name.clone_from(name);
            }
            for line in &mut section.lines {
                if let Some(note) = line.note.as_ref().and_then(|n| texts.notes.get(n)) {
                    line.note = Some(note.clone());
                }
            }
        }
    }
}
