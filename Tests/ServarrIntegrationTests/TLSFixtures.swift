/// Certificates for the TLS tests, made once with openssl (prime256v1, valid until 2125):
/// a test authority, a server certificate for 127.0.0.1 and localhost, and a client
/// certificate, both signed by it. Test material only: the keys protect nothing.
enum TLSFixtures {
    /// The test authority (what `tls.ca_file` names).
    static let certificateAuthority = """
        -----BEGIN CERTIFICATE-----
        MIIBizCCATGgAwIBAgIUN1L5zgbLnW205/TBpGnGtiIWYK4wCgYIKoZIzj0EAwIw
        GjEYMBYGA1UEAwwPTWFycXVlZSBUZXN0IENBMCAXDTI2MTEyNzAzMTk0MFoYDzIx
        MjYxMTAzMDMxOTQwWjAaMRgwFgYDVQQDDA9NYXJxdWVlIFRlc3QgQ0EwWTATBgcq
        hkjOPQIBBggqhkjOPQMBBwNCAASoh54knziAvS3o+erpdIQ+MXLroydoIPRZ+f3i
        xx+gh8CVCTe2suawQa6DpociCnAI6TPPeYEZLUpg0BlDceuOo1MwUTAdBgNVHQ4E
        FgQUn9/IgLilYRwwa5CjzrVQAalwyO8wHwYDVR0jBBgwFoAUn9/IgLilYRwwa5Cj
        zrVQAalwyO8wDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiAm3myu
        PBTIfzm2akUy4OwcLygs7cCBZ9oD4FwrNniT7wIhAMNQIlleseCIHbFnvRdTZX8S
        28wx+42QmCMzlyPep5CV
        -----END CERTIFICATE-----
        """

    /// The server certificate (127.0.0.1, localhost).
    static let server = """
        -----BEGIN CERTIFICATE-----
        MIIBvzCCAWWgAwIBAgIUSvA6knYlB0K4vaYTG1PywhU/1FkwCgYIKoZIzj0EAwIw
        GjEYMBYGA1UEAwwPTWFycXVlZSBUZXN0IENBMCAXDTI2MTEyNzAzMTk0MFoYDzIx
        MjYxMTAzMDMxOTQwWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIB
        BggqhkjOPQMBBwNCAAS0MnSYCQM/zUnlt9wKTChpimVRKqFSTntMvSpsB3hdemst
        I4vFQ9hNEorxWD2C+6m5NRlSD3Fm6ozuNSq+mF7yo4GMMIGJMBoGA1UdEQQTMBGH
        BH8AAAGCCWxvY2FsaG9zdDAJBgNVHRMEAjAAMAsGA1UdDwQEAwIFoDATBgNVHSUE
        DDAKBggrBgEFBQcDATAdBgNVHQ4EFgQUPMUvPz3Xw82MmqEGdFB46n0fSdUwHwYD
        VR0jBBgwFoAUn9/IgLilYRwwa5CjzrVQAalwyO8wCgYIKoZIzj0EAwIDSAAwRQIh
        AJxLs/CjraLgMRGJ4nBxCE8tmSvcIC0s2zSEixw09O2DAiA0AvHkqKrTM8CnF42y
        GD60pTxWt6BSA1dV8tbj2cLUOQ==
        -----END CERTIFICATE-----
        """

    /// The server certificate's key.
    static let serverKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbWtEeozPM/B0dSYs
        syWfvJa7Fjycm4g5I93F56Uzv6yhRANCAAS0MnSYCQM/zUnlt9wKTChpimVRKqFS
        TntMvSpsB3hdemstI4vFQ9hNEorxWD2C+6m5NRlSD3Fm6ozuNSq+mF7y
        -----END PRIVATE KEY-----
        """

    /// The client certificate (what `tls.client_certificate` names).
    static let client = """
        -----BEGIN CERTIFICATE-----
        MIIBpjCCAUygAwIBAgIUSvA6knYlB0K4vaYTG1PywhU/1FowCgYIKoZIzj0EAwIw
        GjEYMBYGA1UEAwwPTWFycXVlZSBUZXN0IENBMCAXDTI2MTEyNzAzMTk0MVoYDzIx
        MjYxMTAzMDMxOTQxWjAZMRcwFQYDVQQDDA5tYXJxdWVlLWNsaWVudDBZMBMGByqG
        SM49AgEGCCqGSM49AwEHA0IABGgDfUeTunZiHpRzEVMMBJ58mMfoxPIRd220o2xd
        R93HMKFJj4IV+EMPncTG9UwNGibPon2EIqIUEMXugr8w6VWjbzBtMAkGA1UdEwQC
        MAAwCwYDVR0PBAQDAgeAMBMGA1UdJQQMMAoGCCsGAQUFBwMCMB0GA1UdDgQWBBQy
        lMr9S0vi9zZSOM6+AI9ej6iQ+TAfBgNVHSMEGDAWgBSf38iAuKVhHDBrkKPOtVAB
        qXDI7zAKBggqhkjOPQQDAgNIADBFAiAvZJmFX+3VEMGhJcGMTiKVPU/dz4MKFaQt
        G8AbfHrcZwIhAJrFs/vva5mfiH1fPisxIdoBJVgdZCLO+csXdtfnuO9K
        -----END CERTIFICATE-----
        """

    /// The client certificate's key (what `tls.client_key` names).
    static let clientKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgeF9GoX2ia7TKtw5Y
        AWXZGoy7UBwFLYjshuhEqaUc97ehRANCAARoA31Hk7p2Yh6UcxFTDASefJjH6MTy
        EXdttKNsXUfdxzChSY+CFfhDD53ExvVMDRomz6J9hCKiFBDF7oK/MOlV
        -----END PRIVATE KEY-----
        """
}
