#!/usr/bin/env bash
# Regenerates the TLS test fixtures (run once; the outputs are committed). Needs openssl.
# ca.pem signs server.pem (names localhost and 127.0.0.1); other-ca.pem signs nothing here:
# a client trusting it must refuse the server. Keys are P-256; everything is valid for 100 years.
set -euo pipefail
cd "$(dirname "$0")"
days=36500
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout ca-key.pem -out ca.pem \
    -days $days -subj "/CN=Layercast Test CA" -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout other-ca-key.pem -out other-ca.pem \
    -days $days -subj "/CN=Layercast Other Test CA" -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign"
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout server-key.pem -out server.csr \
    -subj "/CN=localhost"
openssl x509 -req -in server.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -out server.pem -days $days \
    -extfile <(printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n')
# The same key, certified for the name localhost only (no IP address): the name check's test.
openssl x509 -req -in server.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -out server-name-only.pem -days $days \
    -extfile <(printf 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n')
rm -f server.csr ca.srl ca-key.pem other-ca-key.pem
# The pin the tests expect (SHA-256 of the server certificate's DER bytes).
openssl x509 -in server.pem -outform DER | openssl dgst -sha256 -r | cut -d' ' -f1 > server.sha256
