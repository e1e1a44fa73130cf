//! `mjref export`: the answer history as CSV or JSON, for a spreadsheet or a script.

use super::stats::load_progress;
use super::{Cli, ExportFormat};
use crate::study::SystemClock;
use crate::study::stats::csv;
use std::io::Write;
use std::path::Path;

pub fn run(
    cli: &Cli,
    format: ExportFormat,
    output: Option<&Path>,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let (_, progress) = load_progress(cli, &SystemClock)?;
    let text = match format {
        ExportFormat::Csv => csv(&progress),
        ExportFormat::Json => {
            let mut s = serde_json::to_string_pretty(&progress.answers)?;
            s.push('\n');
            s
        }
    };
    match output {
        // A file is written whole or not at all, like the progress file.
        Some(path) => crate::study::store::write_atomic(path, text.as_bytes())
            .map_err(|e| super::cannot_write(&cli.catalog(), path, &e)),
        None => Ok(out.write_all(text.as_bytes())?),
    }
}
