"""French Tarot under the FFT rules, with named options for the variants."""
