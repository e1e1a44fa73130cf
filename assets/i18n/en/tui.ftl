# mjref message catalogue, English: the full-screen interface.
